import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Grievance } from "./grievance";
import type { User } from "./user";

/** A comment on a grievance; internal ones are for HR only. */
export class GrievanceComment extends Model<InferAttributes<GrievanceComment>, InferCreationAttributes<GrievanceComment>> {
  declare id: CreationOptional<number>;
  declare grievanceId: number;
  declare commentBy: CreationOptional<number | null>;
  declare comment: string;
  declare isInternal: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare grievance?: NonAttribute<Grievance>;
  declare author?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    GrievanceComment.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        grievanceId: { type: DataTypes.INTEGER, allowNull: false },
        commentBy: DataTypes.INTEGER,
        comment: { type: DataTypes.TEXT, allowNull: false },
        isInternal: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "grievance_comments", underscored: true },
    );
  }
}
