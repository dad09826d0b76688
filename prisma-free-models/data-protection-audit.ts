import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from "sequelize";

export class DataProtectionAudit extends Model<InferAttributes<DataProtectionAudit>, InferCreationAttributes<DataProtectionAudit>> {
  declare id: CreationOptional<number>;
  declare action: string;
  declare documentId: CreationOptional<number | null>;
  declare employeeId: CreationOptional<number | null>;
  declare userId: CreationOptional<number | null>;
  declare details: CreationOptional<Record<string, unknown> | null>;
  declare ipAddress: CreationOptional<string | null>;
  declare userAgent: CreationOptional<string | null>;
  declare timestamp: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    DataProtectionAudit.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        action: { type: DataTypes.STRING(100), allowNull: false },
        documentId: DataTypes.INTEGER,
        employeeId: DataTypes.INTEGER,
        userId: DataTypes.INTEGER,
        details: DataTypes.JSONB,
        ipAddress: DataTypes.STRING(64),
        userAgent: DataTypes.TEXT,
        timestamp: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      },
      { sequelize, tableName: "data_protection_audit", underscored: true, timestamps: false },
    );
  }
}
