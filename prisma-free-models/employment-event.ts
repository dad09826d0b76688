import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

/**
 * An appointment, promotion, level change, termination or reinstatement (issue 23): written
 * when it happens, counted by the affirmative action report's movement. Append-only.
 */
export class EmploymentEvent extends Model<InferAttributes<EmploymentEvent>, InferCreationAttributes<EmploymentEvent>> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare type: "appointment" | "promotion" | "level_change" | "termination" | "reinstatement";
  declare eventDate: string;
  declare fromLevel: CreationOptional<string | null>;
  declare toLevel: CreationOptional<string | null>;
  declare reason: CreationOptional<string | null>;
  declare createdBy: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    EmploymentEvent.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        type: { type: DataTypes.STRING(20), allowNull: false },
        eventDate: { type: DataTypes.DATEONLY, allowNull: false },
        fromLevel: DataTypes.STRING(40),
        toLevel: DataTypes.STRING(40),
        reason: DataTypes.TEXT,
        createdBy: DataTypes.INTEGER,
        createdAt: DataTypes.DATE,
      },
      { sequelize, tableName: "employment_events", underscored: true, updatedAt: false },
    );
  }
}
