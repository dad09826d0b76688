import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";
import type { User } from "./user";

/** One page view, for the activity monitor; no created_at/updated_at columns. */
export class PageVisit extends Model<InferAttributes<PageVisit>, InferCreationAttributes<PageVisit>> {
  declare id: CreationOptional<number>;
  declare sessionId: CreationOptional<string | null>;
  declare userId: CreationOptional<number | null>;
  declare employeeId: CreationOptional<number | null>;
  declare pagePath: string;
  declare pageTitle: CreationOptional<string | null>;
  declare visitTime: CreationOptional<Date>;
  declare timeSpent: CreationOptional<number | null>;
  declare referrer: CreationOptional<string | null>;
  declare ipAddress: CreationOptional<string | null>;

  declare user?: NonAttribute<User>;
  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    PageVisit.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        sessionId: DataTypes.STRING(128),
        userId: DataTypes.INTEGER,
        employeeId: DataTypes.INTEGER,
        pagePath: { type: DataTypes.STRING(500), allowNull: false },
        pageTitle: DataTypes.STRING,
        visitTime: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        timeSpent: DataTypes.INTEGER,
        referrer: DataTypes.STRING(500),
        ipAddress: DataTypes.STRING(64),
      },
      { sequelize, tableName: "page_visits", underscored: true, timestamps: false },
    );
  }
}
